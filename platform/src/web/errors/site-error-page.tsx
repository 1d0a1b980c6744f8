// app/[site]/error.tsx of every template app: an error boundary is a client component, so the
// route file is one ('use client') and takes the page from here.
export { SiteErrorPage } from './client/SiteErrorPage';
