/**
 * The job page's Share button, served as /jobs/share.js (the CSP allows no inline script). The
 * page works without it: the link is in a read-only field and a "Share by e-mail" link. With it,
 * the hidden button shows: the phone's share sheet where there is one, else a copy of the link.
 */
export const SHARE_SCRIPT = `(function () {
  var button = document.querySelector('[data-share-url]');
  var status = document.querySelector('[data-share-status]');
  if (!button) return;
  var url = button.getAttribute('data-share-url');
  var title = button.getAttribute('data-share-title') || document.title;
  var canShare = typeof navigator.share === 'function';
  var canCopy = !!(navigator.clipboard && navigator.clipboard.writeText);
  if (!canShare && !canCopy) return;
  var say = function (text) {
    if (status) status.textContent = text;
  };
  var copy = function () {
    if (!canCopy) return say('Select the link above and copy it.');
    navigator.clipboard.writeText(url).then(
      function () { say('Link copied.'); },
      function () { say('Could not copy: select the link above and copy it.'); }
    );
  };
  button.textContent = canShare ? 'Share' : 'Copy link';
  button.hidden = false;
  button.addEventListener('click', function () {
    if (!canShare) return copy();
    navigator.share({ title: title, url: url }).catch(function (err) {
      if (!err || err.name !== 'AbortError') copy();
    });
  });
})();
`;
