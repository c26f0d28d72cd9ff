import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDb, UnreadableDataError } from '../../packages/sandbox/src/db/db';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('a data folder the database cannot open', () => {
  it('is refused with a message that says what to do, not an abort', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-unreadable-'));
    made.push(dataDir);
    // What a killed write leaves: a version file, and a control file that is no control file.
    writeFileSync(join(dataDir, 'PG_VERSION'), '17\n');
    mkdirSync(join(dataDir, 'global'));
    writeFileSync(join(dataDir, 'global', 'pg_control'), Buffer.alloc(8192, 0x5a));
    const opened = openDb({ memory: false, dataDir });
    await expect(opened).rejects.toBeInstanceOf(UnreadableDataError);
    await expect(opened).rejects.toThrow(`The sandbox's database in ${dataDir} cannot be opened`);
  });
});
