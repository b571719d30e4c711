/** For the tests: Google's rules for a job posting's structured data. */

/**
 * What Google's job posting guidelines require and recommend of a posting
 * (developers.google.com/search/docs/appearance/structured-data/job-posting): the properties
 * missing, with `recommended` too.
 */
export function googleProblems(posting: Record<string, any>, { recommended = true } = {}): string[] {
  const problems: string[] = [];
  const need = (ok: unknown, what: string) => {
    if (!ok) problems.push(what);
  };
  need(posting['@context'] === 'https://schema.org/', '@context');
  need(posting['@type'] === 'JobPosting', '@type');
  need(typeof posting.title === 'string' && posting.title.trim(), 'title');
  need(typeof posting.description === 'string' && posting.description.trim(), 'description');
  need(!Number.isNaN(Date.parse(posting.datePosted)), 'datePosted');
  const org = posting.hiringOrganization;
  need(org?.['@type'] === 'Organization' && org.name, 'hiringOrganization');
  const address = posting.jobLocation?.address;
  const remote =
    posting.jobLocationType === 'TELECOMMUTE' &&
    posting.applicantLocationRequirements?.['@type'] === 'Country' &&
    posting.applicantLocationRequirements.name;
  need(
    remote ||
      (posting.jobLocation?.['@type'] === 'Place' &&
        address?.['@type'] === 'PostalAddress' &&
        /^[A-Z]{2}$/.test(address.addressCountry)),
    'jobLocation or jobLocationType',
  );
  if (!recommended) return problems;
  need(!Number.isNaN(Date.parse(posting.validThrough)), 'validThrough');
  need(
    [
      'FULL_TIME',
      'PART_TIME',
      'CONTRACTOR',
      'TEMPORARY',
      'INTERN',
      'VOLUNTEER',
      'PER_DIEM',
      'OTHER',
    ].includes(posting.employmentType),
    'employmentType',
  );
  const pay = posting.baseSalary;
  need(
    pay?.['@type'] === 'MonetaryAmount' &&
      pay.currency === 'GBP' &&
      pay.value?.['@type'] === 'QuantitativeValue' &&
      pay.value.unitText === 'YEAR' &&
      (typeof pay.value.value === 'number' || typeof pay.value.minValue === 'number'),
    'baseSalary',
  );
  need(posting.directApply === true, 'directApply');
  need(posting.identifier?.['@type'] === 'PropertyValue' && posting.identifier.value, 'identifier');
  return problems;
}
