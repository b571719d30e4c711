import { Navigate, useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Logo } from '@web/components/ui/logo';
import { Spinner } from '@web/components/ui/spinner';
import { useCompany } from '@web/features/companies/api/get-company';
import { useCreateCompany } from '@web/features/companies/api/create-company';
import { CompanyForm } from '@web/features/companies/components/company-form';
import { notify } from '@web/lib/notify';

/** /hirer-setup: Company Setup (spec 01 §2, §5). */
export function Component() {
  const navigate = useNavigate();
  const existing = useCompany();
  const create = useCreateCompany();

  if (existing.isPending) {
    return (
      <main className="flex min-h-screen items-center justify-center text-leaf-800">
        <Spinner label="Loading" />
      </main>
    );
  }
  // One company per account: a finished setup goes home.
  if (existing.data) return <Navigate to="/hirer-talent-overview" replace />;

  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col gap-5 p-5">
      <div className="flex items-center">
        <button
          type="button"
          onClick={() => navigate('/auth')}
          className="-ml-2 rounded-xl p-2 hover:bg-leaf-50"
          aria-label="Back"
        >
          <ArrowLeft aria-hidden className="h-6 w-6" />
        </button>
      </div>
      <div className="flex flex-col items-center gap-2 text-center">
        <Logo className="h-14 w-14" />
        <h1 className="text-2xl font-bold">Company Setup</h1>
        <p className="text-muted">Tell candidates about your company. Only the name is required.</p>
      </div>
      <CompanyForm
        mode="setup"
        pending={create.isPending}
        onSave={async (input) => {
          try {
            await create.mutateAsync(input);
            notify.success('Company profile created!', 'Your company profile has been successfully set up.');
            navigate('/hirer-talent-overview', { replace: true });
          } catch {
            notify.error('Error', 'Failed to create company profile. Please try again.');
          }
        }}
      />
    </main>
  );
}
