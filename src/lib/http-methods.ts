/** The methods whose requests carry no body: the front door reads none for them (scripts/front-door.mjs), and the API's own listener takes only these (src/server/api/api-front.ts). */
export const METHODS_WITHOUT_BODY: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);
