import type { LocationMissingReason } from './geolocation';

const ERROR_CODES: Record<Exclude<LocationMissingReason, 'unsupported'>, number> = {
  denied: 1,
  unavailable: 2,
  timeout: 3,
};

/**
 * Test helper: gives jsdom a navigator.geolocation that answers at once with `position` or fails
 * with `reason`. Returns the mock of getCurrentPosition; `restore()` removes it again.
 */
export function mockGeolocation(
  answer: { latitude: number; longitude: number } | Exclude<LocationMissingReason, 'unsupported'>,
) {
  const calls: PositionOptions[] = [];
  const getCurrentPosition = (
    success: PositionCallback,
    failure?: PositionErrorCallback | null,
    options?: PositionOptions,
  ) => {
    calls.push(options ?? {});
    if (typeof answer === 'string') {
      failure?.({ code: ERROR_CODES[answer], message: answer } as GeolocationPositionError);
    } else {
      success({ coords: { ...answer, accuracy: 10 }, timestamp: Date.now() } as GeolocationPosition);
    }
  };
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition, watchPosition: () => 0, clearWatch: () => undefined },
  });
  return {
    calls,
    restore: () => {
      delete (navigator as { geolocation?: Geolocation }).geolocation;
    },
  };
}
