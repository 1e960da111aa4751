import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryDataDir } from '#tests/support/data-dir.ts';
import { projectFolder, projectFolderAbove } from './project-folder.ts';

describe('the project folder', () => {
  const project = temporaryDataDir('halwai-project-');
  writeFileSync(path.join(project, 'package.json'), '{}');
  mkdirSync(path.join(project, 'build/shop'), { recursive: true });

  it('is the same from the source and from the built server', () => {
    expect(projectFolderAbove(path.join(project, 'server/start.ts'))).toBe(project);
    expect(projectFolderAbove(path.join(project, 'build/shop/main.js'))).toBe(project);
  });

  it('is where the shop keeps its migrations and its build', () => {
    expect(projectFolder).toBe(path.resolve(import.meta.dirname, '..'));
  });

  it('is refused when no package.json is above', () => {
    expect(() => projectFolderAbove('/no-such-shop/server/start.ts')).toThrow(
      'No package.json above /no-such-shop/server/start.ts',
    );
  });
});
