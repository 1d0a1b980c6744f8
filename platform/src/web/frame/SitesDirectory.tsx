import { type Site } from '@dealer/site-config';

/** The bare host of an app lists that app's demo sites (development directory). */
export function SitesDirectory({
  template,
  sites,
  port,
}: {
  template: string;
  sites: readonly Site[];
  port: string | null;
}) {
  const suffix = port ? `:${port}` : '';
  return (
    <main
      style={{
        fontFamily: 'system-ui, sans-serif',
        maxWidth: 720,
        margin: '48px auto',
        padding: 16,
      }}
    >
      <h1>Demo sites: {template} template</h1>
      <p>Each dealer site of this app is served on its own host name.</p>
      <ul>
        {sites.map((site) => (
          <li key={site.slug} style={{ margin: '12px 0' }}>
            <a href={`http://${site.slug}.localhost${suffix}/`}>{site.name}</a>{' '}
            <span style={{ color: '#555' }}>
              ({site.slug}.localhost{suffix})
            </span>
          </li>
        ))}
      </ul>
    </main>
  );
}
