// Where `npm run test:paths:mutants` (issue 43) can change a view: one-line bugs a visitor would
// see, found in the source of src/views with TypeScript's parser. Each site is a range of the
// file and the text that replaces it; the original and the mutant both stay in the build, chosen
// at run time (switch.ts), so one build serves every mutant of a sample.
import ts from 'typescript';

/** 'fixed': a named bug of test:paths:breaks (view-breaks.ts), not one found here. */
export type Operator = 'text' | 'number' | 'boolean attribute' | 'condition' | 'amount' | 'list entry' | 'fixed';

export interface Site {
  file: string;
  operator: Operator;
  /** Offsets in the file's text of what is replaced. */
  start: number;
  end: number;
  /** The source there, and the mutant's (both expressions, or JSX text for a text site). */
  original: string;
  mutated: string;
  /** 1-based, for the report. */
  line: number;
  /**
   * What the range is: an expression (switched in place), JSX text or an attribute's quoted value
   * (switched inside braces), or a JSX attribute without a value (`disabled`, as `disabled={…}`).
   */
  shape: 'expression' | 'jsx text' | 'attribute value' | 'bare attribute';
}

/** Attributes whose value a person reads (or a screen reader says). */
const READ_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'label', 'alt', 'loadingText', 'busyLabel', 'noCardText', 'text']);
/** Attributes that say whether a control can be used, or is shown, busy or checked. */
const STATE_ATTRIBUTES = new Set(['disabled', 'loading', 'aria-disabled', 'aria-busy', 'aria-invalid', 'aria-hidden', 'aria-expanded', 'checked', 'readOnly', 'required', 'hidden', 'invalid', 'open', 'busy', 'pricesHidden', 'canRemove', 'removeDisabled']);
/** Hook dependency lists: dropping an entry changes when an effect reruns, not what a person sees. */
const HOOKS = new Set(['useEffect', 'useLayoutEffect', 'useMemo', 'useCallback']);

/** A text a person reads: a letter, and a capital or a space (not a token such as 'fg.muted'). */
const readsAsText = (text: string): boolean => /\p{L}/u.test(text) && (/^\p{Lu}/u.test(text.trim()) || /\s/.test(text.trim()));
/** The text with its last letter gone: 'Ending in' → 'Ending i'. */
const cutShort = (text: string): string => text.replace(/\p{L}(?=[^\p{L}]*$)/u, '');

function attributeName(node: ts.Node): string | null {
  for (let at: ts.Node | undefined = node.parent; at !== undefined; at = at.parent) {
    if (ts.isJsxAttribute(at)) return at.name.getText();
    if (ts.isJsxSpreadAttribute(at)) return '...';
    if (ts.isJsxElement(at) || ts.isJsxSelfClosingElement(at) || ts.isBlock(at)) return null;
  }
  return null;
}

function inTypeOrModuleSyntax(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at !== undefined; at = at.parent) {
    if (ts.isImportDeclaration(at) || ts.isExportDeclaration(at) || ts.isTypeNode(at) || ts.isLiteralTypeNode(at)) return true;
  }
  return false;
}

const isKey = (node: ts.Node): boolean => ts.isPropertyAssignment(node.parent) && node.parent.name === node;
/** Outside JSX attributes, or in one whose value a person reads. */
const readHere = (node: ts.Node): boolean => {
  const attribute = attributeName(node);
  return attribute === null || READ_ATTRIBUTES.has(attribute);
};
/** Outside JSX attributes (what renders, what a handler does), or in one a person reads or that says a control's state. */
const stateHere = (node: ts.Node): boolean => {
  const attribute = attributeName(node);
  return attribute === null || READ_ATTRIBUTES.has(attribute) || STATE_ATTRIBUTES.has(attribute);
};

const enclosingFunction = (node: ts.Node): ts.Node | undefined => {
  for (let at: ts.Node | undefined = node.parent; at !== undefined; at = at.parent) if (ts.isFunctionLike(at)) return at;
  return undefined;
};

/** Every site of one view file. */
export function sitesOf(file: string, source: string): Site[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const sites: Site[] = [];
  const add = (operator: Operator, node: ts.Node, mutated: string, range?: { start: number; end: number }) => {
    const start = range?.start ?? node.getStart(tree);
    const end = range?.end ?? node.getEnd();
    const shape = ts.isJsxText(node) ? 'jsx text' : ts.isJsxAttribute(node) ? 'bare attribute' : ts.isJsxAttribute(node.parent) ? 'attribute value' : 'expression';
    sites.push({ file, operator, start, end, original: source.slice(start, end), mutated, line: tree.getLineAndCharacterOfPosition(start).line + 1, shape });
  };
  const amounts: ts.CallExpression[] = [];

  const visit = (node: ts.Node): void => {
    // JSX text with an entity (&apos;) would read differently as a string: it is left alone.
    if (ts.isJsxText(node) && readsAsText(node.text) && !node.getText(tree).includes('&')) {
      const text = node.getText(tree);
      const leading = text.length - text.trimStart().length;
      const trimmed = text.trim();
      const start = node.getStart(tree) + leading;
      add('text', node, cutShort(trimmed.replace(/\s*\n\s*/g, ' ')), { start, end: start + trimmed.length });
    } else if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && readsAsText(node.text) && !inTypeOrModuleSyntax(node) && !isKey(node) && readHere(node)) {
      add('text', node, JSON.stringify(cutShort(node.text)));
    } else if (ts.isNumericLiteral(node) && attributeName(node) === null && !inTypeOrModuleSyntax(node)) {
      add('number', node, String(Number(node.text) + 1));
    } else if (ts.isJsxAttribute(node) && STATE_ATTRIBUTES.has(node.name.getText())) {
      const value = node.initializer;
      if (value === undefined) add('boolean attribute', node, 'false');
      else if (ts.isJsxExpression(value) && value.expression !== undefined) add('boolean attribute', value.expression, `!(${value.expression.getText(tree)})`);
    } else if (ts.isConditionalExpression(node) && stateHere(node)) {
      add('condition', node.condition, `!(${node.condition.getText(tree)})`);
    } else if (ts.isBinaryExpression(node) && stateHere(node) && node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken && (ts.isJsxElement(node.right) || ts.isJsxSelfClosingElement(node.right) || ts.isJsxFragment(node.right) || ts.isParenthesizedExpression(node.right))) {
      add('condition', node.left, `!(${node.left.getText(tree)})`);
    } else if (ts.isIfStatement(node)) {
      add('condition', node.expression, `!(${node.expression.getText(tree)})`);
    } else if (ts.isCallExpression(node) && node.expression.getText(tree) === 'formatCents' && node.arguments.length === 1) {
      amounts.push(node);
    } else if (ts.isArrayLiteralExpression(node) && node.elements.length >= 2 && attributeName(node) === null && !(ts.isCallExpression(node.parent) && HOOKS.has(node.parent.expression.getText(tree)))) {
      const kept = node.elements.slice(1).map((element) => element.getText(tree));
      add('list entry', node, `[${kept.join(', ')}]`);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);

  // An amount swapped for its neighbour: another amount the same function formats.
  for (const call of amounts) {
    const neighbours = amounts.filter((other) => other !== call && enclosingFunction(other) === enclosingFunction(call) && other.arguments[0]?.getText(tree) !== call.arguments[0]?.getText(tree));
    const neighbour = neighbours.find((other) => other.getStart(tree) > call.getStart(tree)) ?? neighbours[0];
    const argument = call.arguments[0];
    if (neighbour !== undefined && argument !== undefined) add('amount', argument, `(${neighbour.arguments[0]?.getText(tree) ?? ''})`);
  }
  return sites.sort((a, b) => a.start - b.start);
}
