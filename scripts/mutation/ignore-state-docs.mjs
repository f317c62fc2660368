// A Stryker ignorer (stryker.config.mjs `ignorers`): a state's or transition's `description` and
// `meta` are documentation (the statechart map, Stately, the coverage report's 'unreachable'
// reasons), not behaviour, so no test should have to kill a mutant of them.
// @ts-check
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

/** Keys that only a state node or a transition config has: `description` beside one of them is XState's. */
const STATE_OR_TRANSITION_KEYS = new Set([
  'states',
  'initial',
  'type',
  'on',
  'entry',
  'exit',
  'invoke',
  'always',
  'after',
  'onDone',
  'tags',
  'target',
  'guard',
  'actions',
  'reenter',
  'history',
]);

/** @param {unknown} key */
const keyName = (key) => {
  if (typeof key !== 'object' || key === null || !('type' in key)) return undefined;
  if (key.type === 'Identifier' && 'name' in key) return key.name;
  if (key.type === 'StringLiteral' && 'value' in key) return key.value;
  return undefined;
};

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'state-documentation', {
    /** @param {any} path a Babel NodePath */
    shouldIgnore(path) {
      if (!path.isObjectProperty()) return undefined;
      const name = keyName(path.node.key);
      if (name !== 'description' && name !== 'meta') return undefined;
      /** @type {unknown[]} */
      const siblings = path.parentPath?.node?.properties ?? [];
      const isXState = siblings.some(
        (property) =>
          typeof property === 'object' && property !== null && 'key' in property && STATE_OR_TRANSITION_KEYS.has(String(keyName(property.key))),
      );
      return isXState ? `A state's or transition's ${name} is documentation, not behaviour.` : undefined;
    },
  }),
];
