// Prints every demo site with its local address (of one template app with --template).
import { siteRegistry } from '@dealer/site-config';
import { profiles } from '@dealer/template-profiles';
import { parseCommandLine } from '../platform/src/command-line/command-line';

const { values } = parseCommandLine(
  `Usage: npx tsx scripts/list-sites.ts [--template <app>]
Prints each template app's demo sites with their local addresses (PORT_<APP> moves an app).
  --template <app>   only this app's sites
  -h, --help         this text`,
  { options: { template: { type: 'string' } } },
);

for (const profile of Object.values(profiles)) {
  if (values.template && profile.name !== values.template) continue;
  const variable = `PORT_${profile.name.toUpperCase().replace(/-/g, '_')}`;
  const port = process.env[variable] || String(profile.port);
  console.log(`  ${profile.name} app: http://localhost:${port}/ (directory)`);
  for (const site of siteRegistry.sitesOfTemplate(profile.name)) {
    console.log(`    ${site.name}: http://${site.slug}.localhost:${port}/`);
  }
}
