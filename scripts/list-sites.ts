// Prints every demo site with its local address.
import { siteRegistry } from '@dealer/site-config';
import { profiles } from '@dealer/template-profiles';

for (const profile of Object.values(profiles)) {
  const variable = `PORT_${profile.name.toUpperCase().replace(/-/g, '_')}`;
  const port = process.env[variable] || String(profile.port);
  console.log(`  ${profile.name} app: http://localhost:${port}/ (directory)`);
  for (const site of siteRegistry.sitesOfTemplate(profile.name)) {
    console.log(`    ${site.name}: http://${site.slug}.localhost:${port}/`);
  }
}
