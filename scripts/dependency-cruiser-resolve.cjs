// How dependency-cruiser (.dependency-cruiser.cjs) finds the files behind this repository's imports. Its
// resolver, enhanced-resolve, takes webpack's `resolve` options, which can say what its own config cannot.
const path = require('node:path')

const root = path.resolve(__dirname, '..')

module.exports = {
  resolve: {
    // package.json "imports": `#modules/x` is ./modules/x.js, whose source is ./modules/x.ts
    importsFields: ['imports'],
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    // the client's paths (client/tsconfig.json)
    alias: { '@': path.join(root, 'client/src'), '@modules': path.join(root, 'modules') },
    // packages' "exports", so an import of a package subpath resolves too
    exportsFields: ['exports'],
    conditionNames: ['types', 'import', 'require', 'node', 'default'],
  },
}
