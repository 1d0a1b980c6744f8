// Prints every demo site with its local address.
import { siteRegistry } from '@dealer/site-config';

const ports: Record<string, string> = {
  generic: process.env.PORT_GENERIC ?? '3000',
  toyota: process.env.PORT_TOYOTA ?? '3001',
  caravan: process.env.PORT_CARAVAN ?? '3002',
};

for (const [template, port] of Object.entries(ports)) {
  console.log(`  ${template} app: http://localhost:${port}/ (directory)`);
  for (const site of siteRegistry.sitesOfTemplate(template as 'generic')) {
    console.log(`    ${site.name}: http://${site.slug}.localhost:${port}/`);
  }
}
