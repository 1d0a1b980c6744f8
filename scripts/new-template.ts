// Makes a new template app from a profile: npm run new-template -- <name> [options] (see USAGE;
// the hover, pressed and soft shades of --colour are derived). It writes the profile, the brand
// theme, a demo site with stock of that kind, the app's generated files, its end-to-end smoke
// test, its README row and the site config's JSON Schema, then installs the workspace so the new
// app is part of it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { demoSites } from '@dealer/site-config';
import {
  fontNames,
  profiles,
  radiusScaleNames,
  vehicleKinds,
  type FontName,
  type RadiusScaleName,
  type VehicleKind,
} from '@dealer/template-profiles';
import {
  parseCommandLine,
  runCommand,
  UsageError,
} from '../platform/src/command-line/command-line';
import { templateScaffold } from './template-scaffold';

const root = path.resolve(import.meta.dirname, '..');
const started = performance.now();

const USAGE = `Usage: npm run new-template -- <name> [options]
Makes a new template app: its profile, brand theme, a demo site with stock, the app, its
Storybook brand, its end-to-end smoke test, its screenshot baselines and its README row.
  --colour #rrggbb   the brand's accent colour (default #7c3aed)
  --font NAME        ${fontNames.join(' | ')}
  --radius NAME      ${radiusScaleNames.join(' | ')}
  --vehicle KIND     ${vehicleKinds.join(' | ')} (the demo stock, the wording, the facets and sorts)
  --port N           the port \`npm start\` serves it on (default: the next free one)
  --no-baselines     skip writing the new brand's screenshot baselines
  -h, --help         this text`;

const NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** Why a name cannot be a new template, in one sentence, or null when it can. */
export function templateNameProblem(name: string | undefined): string | null {
  if (!name) return 'Name the new template: npm run new-template -- <name>.';
  if (!NAME.test(name) || name.length > 40) {
    return `"${name}" is not a valid template name: use lower-case letters, digits and single hyphens, starting with a letter (at most 40 characters).`;
  }
  if (Object.hasOwn(profiles, name) || fs.existsSync(path.join(root, 'templates', name))) {
    return `A template named "${name}" already exists (templates/${name}); choose another name.`;
  }
  return null;
}

const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const title = (name: string) =>
  name
    .split('-')
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join(' ');

function pick<T extends string>(value: string | undefined, allowed: readonly T[], flag: string) {
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value))
    throw new UsageError(`--${flag} must be one of ${allowed.join(', ')}.`);
  return value as T;
}

function options() {
  const { values, positionals } = parseCommandLine(USAGE, {
    allowPositionals: true,
    options: {
      colour: { type: 'string' },
      color: { type: 'string' },
      font: { type: 'string' },
      radius: { type: 'string' },
      vehicle: { type: 'string' },
      port: { type: 'string' },
      'no-baselines': { type: 'boolean', default: false },
    },
  });
  const name = positionals[0];
  const problem = templateNameProblem(name);
  if (problem) throw new UsageError(problem);
  const colour = values.colour ?? values.color ?? '#7c3aed';
  if (!/^#[0-9a-fA-F]{6}$/.test(colour))
    throw new UsageError(`--colour must be a #rrggbb colour, not "${colour}".`);
  const ports: number[] = Object.values(profiles).map((p) => p.port);
  const port = values.port ? Number(values.port) : Math.max(...ports) + 1;
  if (!Number.isInteger(port) || port < 1024 || port > 65_000 || ports.includes(port))
    throw new UsageError(`--port must be a free port from 1024 to 65000, not "${values.port}".`);
  return {
    name: name!,
    colour: colour.toLowerCase(),
    font: pick<FontName>(values.font, fontNames, 'font') ?? 'system',
    radius: pick<RadiusScaleName>(values.radius, radiusScaleNames, 'radius') ?? 'medium',
    vehicle: pick<VehicleKind>(values.vehicle, vehicleKinds, 'vehicle') ?? 'car',
    port,
    baselines: !values['no-baselines'],
  };
}

type Options = ReturnType<typeof options>;

function profileSource(o: Options): string {
  const plural = o.vehicle === 'caravan' ? 'Caravans' : 'Cars';
  return `import { defaultFooterLinks, defineProfile, vehicleKindDefaults } from './profile';

const kind = vehicleKindDefaults.${o.vehicle};

/** ${title(o.name)}: made by npm run new-template; every field is this template's to change. */
export const ${camel(o.name)} = defineProfile({
  name: '${o.name}',
  description: '${title(o.name)} dealers',
  port: ${o.port},
  // one accent colour: its hover, pressed, soft and text shades are derived from it
  theme: { accent: '${o.colour}', font: '${o.font}', radius: '${o.radius}' },
  vehicle: kind.vehicle,
  search: { facets: kind.facets, sorts: kind.sorts },
  menu: [
    { label: 'All Stock', href: '/search' },
    { label: 'New ${plural}', href: '/search/new-${plural.toLowerCase()}' },
    { label: 'Used ${plural}', href: '/search/used-${plural.toLowerCase()}' },
    { label: 'Book a Test Drive', href: '/book-test-drive' },
    { label: 'Service', href: '/service' },
    { label: 'Contact', href: '/contact-us', align: 'right' },
  ],
  footerLinks: defaultFooterLinks,
  routes: { own: [] },
  demo: {
    franchiseMake: null,
    otherMakeShare: 1,
    stockMix: [
      ['new', 30],
      ['demo', 10],
      ['used', 60],
    ],
    financeLenders: ['Taurus', '360 Finance', 'AusLoans', 'Manual'],
    lenderTurnBySite: true,
    certifiedUsed: false,
    buyingLocations: ${o.vehicle === 'car'},
    sundayTradingEverywhere: false,
    distributionLocations: [],
    tags: kind.tags,
  },
});
`;
}

function demoSiteSource(o: Options): string {
  const id = Math.max(...demoSites.map((s) => s.id)) + 1;
  const dealershipId = id * 100 + 1;
  const slug = `${o.name}-demo`;
  const name = `${title(o.name)} Demo Dealer`;
  const host = `${o.name.replace(/-/g, '')}demo.com.au`;
  return `import { type SiteInput } from '../schema';

// The demo site of the ${o.name} template (made by npm run new-template). Stock and locations come
// from the seeded generator in @dealer/platform/demo.

export const ${camel(o.name)}DemoSites: SiteInput[] = [
  {
    id: ${id},
    slug: '${slug}',
    name: '${name}',
    url: 'https://www.${host}',
    domains: ['www.${host}'],
    template: '${o.name}',
    address: '301 Parramatta Road, Auburn NSW 2144',
    phone: '02 9000 0000',
    dealershipId: ${dealershipId},
    dealerships: [{ id: ${dealershipId}, slug: '${slug}-auburn', name: '${name}' }],
    features: { favourites: true },
    content: {
      licences: { dealerLicence: 'MD 000000' },
      complaintStates: ['NSW'],
      tagline: '${o.vehicle === 'caravan' ? 'New and used caravans' : 'New and used cars'} from ${name}',
      vehicleNoun: '${o.vehicle === 'caravan' ? 'Caravans' : 'Cars'}',
    },
    demoStockCount: 120,
    theme: { brand: '${o.name}' },
  },
];
`;
}

/** Adds an import and a registry line to a registry module. */
function register(file: string, importLine: string, marker: string, entry: string) {
  const source = fs.readFileSync(file, 'utf8');
  if (!source.includes(marker)) throw new Error(`${file} has no "${marker}" to register in.`);
  const lines = source.split('\n');
  const lastImport = lines.reduce((at, line, i) => (line.startsWith('import ') ? i : at), -1);
  lines.splice(lastImport + 1, 0, importLine);
  fs.writeFileSync(file, lines.join('\n').replace(marker, `${entry}${marker}`));
}

function readmeRow(o: Options): void {
  const file = path.join(root, 'README.md');
  const readme = fs.readFileSync(file, 'utf8');
  const lines = readme.split('\n');
  const last = lines.reduce((at, line, i) => (/^\| `templates\/[^`]+`/.test(line) ? i : at), -1);
  if (last < 0) return;
  const url = `http://${o.name}-demo.localhost:${o.port}/`;
  lines.splice(
    last + 1,
    0,
    `| \`templates/${o.name}\` | ${o.port} | ${url} (${title(o.name)} demo dealer, 120 ${o.vehicle === 'caravan' ? 'caravans' : 'cars'}) |`,
  );
  fs.writeFileSync(file, lines.join('\n'));
}

function smokeTestSource(o: Options): string {
  return `import { templateSmokeTests } from './template-smoke';

// The ${o.name} template's demo site: home, search, a vehicle page and an enquiry.
templateSmokeTests('${o.name}', '${o.name}-demo');
`;
}

function write(file: string, content: string, created: string[]) {
  const target = path.join(root, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, content);
  created.push(file);
}

function main() {
  const o = options();
  const created: string[] = [];
  write(`profiles/src/${o.name}.ts`, profileSource(o), created);
  register(
    path.join(root, 'profiles/src/index.ts'),
    `import { ${camel(o.name)} } from './${o.name}';`,
    '} as const satisfies Record<string, TemplateProfile>;',
    `  ${o.name.includes('-') ? `'${o.name}': ${camel(o.name)}` : o.name},\n`,
  );
  write(`site-config/src/demo-sites/${o.name}.ts`, demoSiteSource(o), created);
  register(
    path.join(root, 'site-config/src/demo-sites/index.ts'),
    `import { ${camel(o.name)}DemoSites } from './${o.name}';`,
    '];\n',
    `  ...${camel(o.name)}DemoSites,\n`,
  );
  for (const [file, content] of Object.entries(templateScaffold(o.name))) {
    write(`templates/${o.name}/${file}`, content, created);
  }
  write(`e2e/${o.name}.smoke.spec.ts`, smokeTestSource(o), created);
  readmeRow(o);
  const touched = [
    ...created,
    'profiles/src/index.ts',
    'site-config/src/demo-sites/index.ts',
    'README.md',
  ];
  execFileSync('npx', ['prettier', '--log-level', 'warn', '--write', ...touched], {
    cwd: root,
    stdio: 'inherit',
  });
  // the site config's JSON Schema lists the templates: written again with the new one
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/sites.ts', 'schema'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  created.push('site-config/site-config.schema.json');
  console.log('Adding the app to the workspace (pnpm install)');
  execFileSync('npx', ['-y', 'pnpm@10', 'install', '--reporter=silent'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (o.baselines) {
    console.log(`Writing the screenshot baselines of the ${o.name} brand`);
    execFileSync(
      'npx',
      ['vitest', 'run', '--project', 'visual', '--update', '--testNamePattern', ` ${o.name}$`],
      { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
    );
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`\nCreated the ${o.name} template in ${seconds} s:`);
  for (const file of created.filter((f) => !f.startsWith(`templates/${o.name}/app/`))) {
    console.log(`  ${file}`);
  }
  console.log(`  templates/${o.name}/app/ (the common route tree, generated)`);
  console.log('  README.md (its row), Storybook (its brand mode), screenshot baselines');
  console.log(
    `\nNext: npm start, then open http://${o.name}-demo.localhost:${o.port}/ (npm test includes it).`,
  );
}

runCommand(USAGE, main);
