import { Card, CardTitle } from '@web/components/ui/card';
import { SavedSearchList } from './saved-search-list';

/** The saved searches beside the seeker's e-mail settings (their alerts are e-mails and pushes too). */
export function SavedSearchesCard() {
  return (
    <Card className="flex flex-col gap-3">
      <div>
        <CardTitle>Saved searches</CardTitle>
        <p className="text-sm text-muted">New jobs that match them, by e-mail or push notification.</p>
      </div>
      <SavedSearchList />
    </Card>
  );
}
