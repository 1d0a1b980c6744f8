// Prints each registered template app and the port `npm start` serves it on, one per line
// ("<name> <port>"); PORT_<NAME> (e.g. PORT_TOYOTA) moves one.
import { profiles } from '@dealer/template-profiles';

for (const profile of Object.values(profiles)) {
  const variable = `PORT_${profile.name.toUpperCase().replace(/-/g, '_')}`;
  console.log(`${profile.name} ${process.env[variable] || profile.port}`);
}
