// Writes src/routeTree.gen.ts before `tsc` runs (the build's router plugin writes it too). The generator the Vite
// plugin uses, called directly: @tanstack/router-cli (`tsr generate`) has no release on the plugin's line in the
// registry, and its older generator would write the file with other code than the build does (README, Dependencies).
import { Generator, getConfig } from '@tanstack/router-generator'

const root = process.cwd()
await new Generator({ config: getConfig({ target: 'react' }, root), root }).run()
