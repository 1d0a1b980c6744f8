import { notFound } from 'next/navigation';

// Pages this site does not have yet render the site's themed 404.
export default function UnknownPage() {
  notFound();
}
