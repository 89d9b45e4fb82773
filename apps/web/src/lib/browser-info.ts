/** A readable browser name for the trusted-browser record (shown to admins, never used for security). */
export function browserName(userAgent: string = navigator.userAgent): string {
  const ua = userAgent;
  if (/Edg(A|iOS)?\//.test(ua)) return 'Microsoft Edge';
  if (/OPR\/|Opera/.test(ua)) return 'Opera';
  if (/SamsungBrowser\//.test(ua)) return 'Samsung Internet';
  if (/Firefox\/|FxiOS\//.test(ua)) return 'Firefox';
  if (/Chrome\/|CriOS\/|Chromium\//.test(ua)) return 'Chrome';
  if (/Safari\//.test(ua)) return 'Safari';
  return 'Unknown browser';
}

/** 'mobile' on phones (by user agent or a phone-sized viewport), otherwise 'web'. */
export function browserChannel(userAgent: string = navigator.userAgent): 'mobile' | 'web' {
  if (/Mobi|Android|iPhone|iPod/i.test(userAgent)) return 'mobile';
  const narrow = typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 599.95px)').matches;
  return narrow ? 'mobile' : 'web';
}
