import { notFound } from 'next/navigation';

export default function UnknownSite() {
  notFound();
}
