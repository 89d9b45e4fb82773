import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { UserType } from '@hearth/shared';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { acquireDirLock } from '../db/dir-lock.js';
import { users } from '../db/schema/index.js';
import { CapturingMessenger, openTestDatabase } from '../test/harness.js';
import { ensureFirstAdmin } from '../modules/staff/index.js';
import { verifyPassword } from './crypto.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hearth-start-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('configuration', () => {
  it('generates JWT_SECRET into DATA_DIR once and keeps it', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(40);
    expect(statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'y'.repeat(40) }).jwtSecret).toBe('y'.repeat(40));
  });

  it('refuses bad values with a clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32 characters/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), FIELD_ENCRYPTION_KEY: 'too-short' })).toThrow(
      /FIELD_ENCRYPTION_KEY must be 32 bytes, base64url-encoded/,
    );
  });

  it('with DATABASE_URL, needs JWT_SECRET and FIELD_ENCRYPTION_KEY instead of generating them', () => {
    const dir = tempDir();
    const DATABASE_URL = 'postgres://hearth@db.example.org:5432/hearth';
    const JWT_SECRET = 'j'.repeat(40);
    const FIELD_ENCRYPTION_KEY = 'k'.repeat(43);
    expect(() => loadConfig({ DATA_DIR: dir, DATABASE_URL })).toThrow(
      /with DATABASE_URL set, JWT_SECRET and FIELD_ENCRYPTION_KEY must be set too/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, DATABASE_URL, JWT_SECRET })).toThrow(
      /with DATABASE_URL set, FIELD_ENCRYPTION_KEY must be set too/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, DATABASE_URL, FIELD_ENCRYPTION_KEY })).toThrow(
      /with DATABASE_URL set, JWT_SECRET must be set too/,
    );
    expect(existsSync(path.join(dir, 'jwt-secret')) || existsSync(path.join(dir, 'field-key'))).toBe(false);
    const config = loadConfig({ DATA_DIR: dir, DATABASE_URL, JWT_SECRET, FIELD_ENCRYPTION_KEY });
    expect(config).toMatchObject({ jwtSecret: JWT_SECRET, fieldKey: FIELD_ENCRYPTION_KEY });
  });

  it('generates FIELD_ENCRYPTION_KEY into DATA_DIR for the embedded database', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(Buffer.from(first.fieldKey, 'base64url')).toHaveLength(32);
    expect(statSync(path.join(dir, 'field-key')).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir }).fieldKey).toBe(first.fieldKey);
  });
});

describe('first Super Admin', () => {
  it('creates admin@localhost with a random password once, never again', async () => {
    const database = await openTestDatabase();
    try {
      const created = await ensureFirstAdmin(database.db, {});
      expect(created?.email).toBe('admin@localhost');
      expect(created?.generatedPassword).toMatch(/^.{16,}$/);
      const [row] = await database.db.select().from(users);
      expect(row?.userType).toBe(UserType.SuperAdmin);
      expect(await verifyPassword(row!.passwordHash, created!.generatedPassword!)).toBe(true);
      expect(await ensureFirstAdmin(database.db, {})).toBeNull();

      const other = await openTestDatabase();
      const second = await ensureFirstAdmin(other.db, {});
      expect(second?.generatedPassword).not.toBe(created?.generatedPassword);
      await other.close();
    } finally {
      await database.close();
    }
  });

  it('refuses to create a first admin without ADMIN_PHONE when an SMS provider is configured', async () => {
    const database = await openTestDatabase();
    try {
      await expect(ensureFirstAdmin(database.db, { email: 'owner@agency.org' }, { smsProvider: true })).rejects.toThrow(
        /ADMIN_PHONE must be set/,
      );
      expect(await database.db.select().from(users)).toHaveLength(0);
      const created = await ensureFirstAdmin(database.db, { phone: '2155550111' }, { smsProvider: true });
      expect(created?.email).toBe('admin@localhost');
      // Once a Super Admin exists, later starts need no ADMIN_PHONE.
      expect(await ensureFirstAdmin(database.db, {}, { smsProvider: true })).toBeNull();
    } finally {
      await database.close();
    }
  });

  it('uses ADMIN_EMAIL, ADMIN_PASSWORD and ADMIN_PHONE when given', async () => {
    const database = await openTestDatabase();
    try {
      const created = await ensureFirstAdmin(database.db, {
        email: 'Owner@Agency.org',
        password: 'Owner#Pass1',
        phone: '2155550111',
      });
      expect(created).toEqual({ email: 'owner@agency.org' });
      const [row] = await database.db.select().from(users);
      expect(row?.mobile).toBe('2155550111');
      expect(await verifyPassword(row!.passwordHash, 'Owner#Pass1')).toBe(true);
    } finally {
      await database.close();
    }
  });
});

describe('data directory lock', () => {
  it('refuses a second owner while the first lives and takes over a stale lock', () => {
    const file = path.join(tempDir(), 'pg.lock');
    const release = acquireDirLock(file);
    writeFileSync(file, String(process.ppid)); // a live process that is not us
    expect(() => acquireDirLock(file)).toThrow(/in use by another Hearth process/);
    writeFileSync(file, '999999999'); // no such process
    const again = acquireDirLock(file);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    again();
    release();
    expect(existsSync(file)).toBe(false);
  });
});

describe('error handler', () => {
  it('answers a crash with 500 and a generic message, no stack or SQL', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({
      database,
      messenger: new CapturingMessenger(),
      jwtSecret: 'z'.repeat(40),
      fieldKey: 'k'.repeat(43),
    });
    app.get('/api/v1/boom', { config: { access: 'public' } }, async () => {
      throw new Error('relation "secret_table" does not exist');
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/v1/boom' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ code: 500, error: 'INTERNAL_ERROR', message: expect.any(String) });
      expect(res.body).not.toContain('secret_table');
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('will not start with an /api route that does not declare its access', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({
      database,
      messenger: new CapturingMessenger(),
      jwtSecret: 'z'.repeat(40),
      fieldKey: 'k'.repeat(43),
    });
    try {
      expect(() => app.get('/api/v1/open', async () => 'hi')).toThrow(/does not declare its access/);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
