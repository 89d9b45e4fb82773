import { afterEach, describe, expect, it, vi } from 'vitest';
import { isHearthWorker, unregisterServiceWorkers } from './service-workers';

const origin = window.location.origin;
const registration = (scope: string, scriptURL: string | null) => ({
  scope,
  active: scriptURL ? { scriptURL } : null,
  unregister: vi.fn(async () => true),
});

describe('service workers', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it("recognises only Hearth's own worker: /sw.js at scope /", () => {
    expect(isHearthWorker(registration(`${origin}/`, `${origin}/sw.js`))).toBe(true);
    expect(isHearthWorker(registration(`${origin}/`, `${origin}/service-worker.js`))).toBe(false);
    expect(isHearthWorker(registration(`${origin}/staff/`, `${origin}/sw.js`))).toBe(false);
    expect(isHearthWorker(registration(`${origin}/`, null))).toBe(false);
  });

  it('removes every other worker on load and keeps the one asked for (spec 01 section 9)', async () => {
    const ours = registration(`${origin}/`, `${origin}/sw.js`);
    const old = registration(`${origin}/`, `${origin}/firebase-messaging-sw.js`);
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistrations: async () => [ours, old] },
    });
    await unregisterServiceWorkers((r) => isHearthWorker(r));
    expect(old.unregister).toHaveBeenCalledOnce();
    expect(ours.unregister).not.toHaveBeenCalled();
    await unregisterServiceWorkers();
    expect(ours.unregister).toHaveBeenCalledOnce();
  });
});
