import { useState, type FormEvent } from 'react';
import { Mail } from 'lucide-react';
import { CONTACT_REQUIRED_MESSAGE, CONTACT_REQUIRED_TITLE } from '@shared/contracts/applications';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@web/components/ui/dialog';
import { Input, Textarea } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { errorMessage } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useContactEmployer } from '../api/seeker-mutations';

/** Contact Employer: subject and message, both required; kept on the application for the employer. */
export function ContactEmployerDialog({
  applicationId,
  companyName,
}: {
  applicationId: string;
  companyName: string;
}) {
  const [open, setOpen] = useState(false);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const contact = useContactEmployer();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!subject.trim() || !message.trim()) {
      notify.error(CONTACT_REQUIRED_TITLE, CONTACT_REQUIRED_MESSAGE);
      return;
    }
    contact.mutate(
      { id: applicationId, subject: subject.trim(), message: message.trim() },
      {
        onSuccess: () => {
          notify.success('Message sent', `${companyName} will see your message with your application.`);
          setOpen(false);
          setSubject('');
          setMessage('');
        },
        onError: (err) =>
          notify.error('Error', errorMessage(err, 'Failed to send your message. Please try again.')),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" className="w-full">
          <Mail aria-hidden className="h-5 w-5" /> Contact Employer
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Contact Employer"
        description={`Send a message to ${companyName} about your application.`}
      >
        <form onSubmit={submit} noValidate className="flex flex-col gap-3">
          <div>
            <Label htmlFor="contact-subject">Subject</Label>
            <Input
              id="contact-subject"
              value={subject}
              maxLength={200}
              onChange={(e) => setSubject(e.target.value)}
              aria-required
            />
          </div>
          <div>
            <Label htmlFor="contact-message">Message</Label>
            <Textarea
              id="contact-message"
              value={message}
              maxLength={5000}
              rows={5}
              onChange={(e) => setMessage(e.target.value)}
              aria-required
            />
          </div>
          <Button type="submit" disabled={contact.isPending}>
            {contact.isPending ? 'Sending...' : 'Send Message'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
