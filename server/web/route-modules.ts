/**
 * Which lazily loaded module of the web app (its path under web/, as Vite's manifest names it)
 * draws each page. The page shell preloads a route's module with the entry, instead of the browser
 * finding it only after the entry has run: one round trip fewer on a slow network.
 * Keep in step with the lazy routes of web/app/app.tsx (bench/size-budgets.test.ts checks every
 * module named here is in a real build).
 */
export type RouteModules = { pattern: RegExp; modules: readonly string[] }

export const routeModules: readonly RouteModules[] = [
  { pattern: /^\/tests\/[^/]+\/?$/, modules: ['app/test-route.tsx', 'app/test-titles.ts'] },
  { pattern: /^\/(categories|tests)\/?$|^\/categories\/[^/]+\/?$/, modules: ['app/catalogue-route.tsx'] },
  { pattern: /^\/search\/?$/, modules: ['app/search-route.tsx'] },
  { pattern: /^\/wellness(\/[^/]+)?\/?$|^\/free-sample-collection\/?$/, modules: ['features/wellness/index.ts'] },
  { pattern: /^\/services\/[^/]+\/?$/, modules: ['features/services/index.ts'] },
  { pattern: /^\/booking\/?$/, modules: ['features/booking/index.ts'] },
  { pattern: /^\/checkout\/[^/]+\/?$/, modules: ['features/checkout/index.ts'] },
  { pattern: /^\/payments(\/.*)?$|^\/payment\/confirmation\/?$/, modules: ['features/payment/index.ts'] },
  { pattern: /^\/screening\/?$/, modules: ['features/screening/index.ts'] },
  { pattern: /^\/premium\/?$/, modules: ['features/premium/index.ts'] },
  { pattern: /^\/(about-us|privacy-policy|terms-and-conditions)\/?$/, modules: ['features/static-pages/index.ts'] },
]

export function modulesFor(pathname: string): readonly string[] {
  return routeModules.find((route) => route.pattern.test(pathname))?.modules ?? []
}
