import { secureHeaders } from 'hono/secure-headers';

// The built client loads only its own scripts and styles; audio plays from blob: URLs and the
// microphone preview uses mediastream:. Inline styles stay allowed because dialog libraries
// inject a <style> element; inline scripts do not (the Vite build needs none).
export function securityHeaders({ isHttps }: { isHttps: boolean }) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:', 'mediastream:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    // A same-origin fetch must keep its Origin header for the origin check; `no-referrer`
    // would turn it into "null".
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: isHttps ? 'max-age=31536000; includeSubDomains' : false,
    permissionsPolicy: { microphone: ['self'], camera: [], geolocation: [] },
  });
}
