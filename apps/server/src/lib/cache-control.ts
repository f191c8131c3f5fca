/** Files whose name carries their content hash (the web app's and the game clients' bundles) never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'
