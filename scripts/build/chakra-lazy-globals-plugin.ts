// Chakra's createSystem (3.37.0, pinned) builds the system's global styles (preflight, global CSS,
// every token as a CSS variable) before it returns, although they are first read when
// ChakraProvider renders. On a phone that made createSystem one of the longest tasks of page 0
// (55-80 ms unthrottled here). This build step makes `_global` a getter computed on first read,
// so src/main.tsx can compute it as a task of its own (ADR 0021). Nothing else changes. If the
// source no longer has the expected lines (another Chakra version), the build fails: look again.
import type { Plugin } from 'vite';

const SYSTEM_MODULE = /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const LAZY = 'let _globalStyles;\n  const readGlobal = () => _globalStyles ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const FIELD = '    _global,\n';
const GETTER = '    get _global() {\n      return readGlobal();\n    },\n';

/** The module's source with `_global` computed on first read; throws when the source is not the expected one. */
export function lazyGlobals(code: string): string {
  if (!code.includes(EAGER) || code.split(FIELD).length !== 2) {
    throw new Error('chakra-lazy-globals: @chakra-ui/react styled-system/system.js is not the 3.37 source this build step expects');
  }
  return code.replace(EAGER, LAZY).replace(FIELD, GETTER);
}

export function chakraLazyGlobalsPlugin(): Plugin {
  return {
    name: 'checkout:chakra-lazy-globals',
    enforce: 'pre',
    transform(code, id) {
      return SYSTEM_MODULE.test(id.split('?')[0] ?? id) ? { code: lazyGlobals(code), map: null } : null;
    },
  };
}
