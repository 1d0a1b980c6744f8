// Prints every demo site with its local address (of one template app with --template).
import { devHostsAllowed, siteRegistry } from '@dealer/site-config';
import { profiles } from '@dealer/template-profiles';
import { parseCommandLine } from '../platform/src/command-line/command-line';

const { values } = parseCommandLine(
  `Usage: npx tsx scripts/list-sites.ts [--template <app>]
Prints each template app's demo sites with their local addresses (PORT_<APP> moves an app).
  --template <app>   only this app's sites
  -h, --help         this text`,
  { options: { template: { type: 'string' } } },
);

// as the apps `npm start` runs decide: the local addresses while they serve the demo sites, the
// sites' own addresses when they serve a sites file (unless DEALER_DEV_HOSTS=1)
const devHosts = devHostsAllowed({
  ...process.env,
  NODE_ENV: 'production',
  DEALER_DEV_HOSTS: process.env.DEALER_DEV_HOSTS || 'demo',
});

for (const profile of Object.values(profiles)) {
  if (values.template && profile.name !== values.template) continue;
  const variable = `PORT_${profile.name.toUpperCase().replace(/-/g, '_')}`;
  const port = process.env[variable] || String(profile.port);
  if (!devHosts) {
    console.log(`  ${profile.name} app on port ${port}:`);
    for (const site of siteRegistry.sitesOfTemplate(profile.name)) {
      console.log(`    ${site.name}: ${site.url}`);
    }
    continue;
  }
  console.log(`  ${profile.name} app: http://localhost:${port}/ (directory)`);
  for (const site of siteRegistry.sitesOfTemplate(profile.name)) {
    console.log(`    ${site.name}: http://${site.slug}.localhost:${port}/`);
  }
}
