import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseTrustProxy, readBackupConfig, readConfig } from './config.js';

describe('TRUST_PROXY', () => {
  it('takes a hop count or addresses (CIDR allowed); anything else stops the start', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    for (const bad of ['yes', '10.0.0.0/33', 'proxy.example', '1.2.3.4/8/8']) {
      expect(() => parseTrustProxy(bad), bad).toThrow('TRUST_PROXY must be');
    }
  });

  it('refuses true, which would believe any address a client claims, and says what to set instead', () => {
    for (const value of ['true', ' TRUE ']) {
      expect(() => parseTrustProxy(value), value).toThrow(
        'TRUST_PROXY=true would believe any address a client writes in X-Forwarded-For',
      );
      expect(() => parseTrustProxy(value), value).toThrow('TRUST_PROXY=1');
    }
  });
});

describe('backup settings', () => {
  it('default to DATA_DIR/backups at 02:00 keeping 14 daily and 8 weekly; BACKUP_HOUR=off turns the daily one off', () => {
    expect(readBackupConfig({}, '/srv/kamar')).toEqual({
      dir: '/srv/kamar/backups',
      hour: 2,
      keepDaily: 14,
      keepWeekly: 8,
    });
    expect(
      readBackupConfig({ BACKUP_HOUR: 'off', BACKUP_DIR: 'b', BACKUP_KEEP_DAILY: '3', BACKUP_KEEP_WEEKLY: '0' }, '/x'),
    ).toEqual({
      dir: path.resolve('b'),
      hour: null,
      keepDaily: 3,
      keepWeekly: 0,
    });
    expect(() => readBackupConfig({ BACKUP_HOUR: '24' }, '/x')).toThrow(
      'BACKUP_HOUR (or off) must be a whole number from 0 to 23.',
    );
    expect(() => readBackupConfig({ BACKUP_KEEP_DAILY: '0' }, '/x')).toThrow('BACKUP_KEEP_DAILY');
  });

  it('are part of the configuration, with source maps served outside production only', () => {
    expect(readConfig({ DATA_DIR: '/d', NODE_ENV: 'production' })).toMatchObject({
      serveSourceMaps: false,
      backup: { dir: '/d/backups' },
    });
    expect(readConfig({}).serveSourceMaps).toBe(true);
  });

  it('hold 10 database connections per process unless DATABASE_POOL_SIZE says otherwise', () => {
    expect(readConfig({}).databasePoolSize).toBe(10);
    expect(readConfig({ DATABASE_POOL_SIZE: '5' }).databasePoolSize).toBe(5);
    expect(() => readConfig({ DATABASE_POOL_SIZE: '0' })).toThrow('DATABASE_POOL_SIZE');
    expect(() => readConfig({ DATABASE_POOL_SIZE: 'many' })).toThrow('DATABASE_POOL_SIZE');
  });
});
