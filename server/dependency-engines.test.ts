import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// npm's own range reader, as npm install uses it to warn (a package of npm's tree, not one we call).
const semver = createRequire(import.meta.url)('semver') as { satisfies(version: string, range: string): boolean };

interface LockedPackage {
  version?: string;
  optional?: boolean;
  engines?: { node?: string } | string[];
}

describe('the installed packages', () => {
  // npm install checks engines against the Node that runs npm: the machine's Node 20, not the project's 24.
  it("all accept the machine's Node 20, so npm install prints no engine warning", () => {
    const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8')) as {
      packages: Record<string, LockedPackage>;
    };
    const refusing = Object.entries(lock.packages)
      .filter(([, locked]) => !locked.optional && !Array.isArray(locked.engines) && locked.engines?.node)
      .filter(([, locked]) => !semver.satisfies('20.19.0', (locked.engines as { node: string }).node))
      .map(([name, locked]) => `${name}@${locked.version}: node ${(locked.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
  });
});
