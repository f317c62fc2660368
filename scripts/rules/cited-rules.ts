// Which spec rules a test file really cites (issue 17): a rule ID counts only in an `it`/`test`
// title (with the rows of an `.each` table, which fill the title) or in a `// rule:` comment inside
// a test body that has an `expect`. Describe titles, file headers and helpers do not count.
import ts from 'typescript';

const RULE_ID = /\b([A-Z][A-Z0-9]*(?:-[A-Z][A-Z0-9]*)*-\d+)\b/g;
const RULE_COMMENT = /\/\/\s*rule:([^\n]*)/g;
const TEST_FILE = /\.(test|spec)\.tsx?$/;

/** Only test files count: harness, support and fixture files hold no test of their own. */
export const isTestFile = (path: string): boolean => TEST_FILE.test(path);

const idsIn = (text: string): string[] => [...text.matchAll(RULE_ID)].map((m) => m[1] as string);

/** `it`, `test`, and their modifiers (`it.only`, `test.skip`, `it.skipIf(x)`, `it.each(rows)`). */
function testCallee(node: ts.Expression): { isTest: boolean; table: ts.Node[] } {
  if (ts.isIdentifier(node)) return { isTest: node.text === 'it' || node.text === 'test', table: [] };
  if (ts.isPropertyAccessExpression(node)) {
    // test.describe(...) is a group, not a test.
    if (node.name.text === 'describe' || node.name.text === 'beforeEach' || node.name.text === 'afterEach') return { isTest: false, table: [] };
    return testCallee(node.expression);
  }
  if (ts.isCallExpression(node)) {
    const inner = testCallee(node.expression);
    const each = ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'each';
    return { isTest: inner.isTest, table: each ? [...inner.table, ...node.arguments] : inner.table };
  }
  return { isTest: false, table: [] };
}

function stringsIn(node: ts.Node, into: string[]): void {
  if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) into.push(node.text);
  node.forEachChild((child) => stringsIn(child, into));
}

/** The rule IDs the file's tests cite, each once. */
export function citedRules(path: string, source: string): Set<string> {
  const cited = new Set<string>();
  if (!isTestFile(path)) return cited;
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const { isTest, table } = testCallee(node.expression);
      const [title, body] = node.arguments;
      if (isTest && title !== undefined) {
        const texts: string[] = [];
        stringsIn(title, texts);
        for (const row of table) stringsIn(row, texts);
        for (const id of texts.flatMap(idsIn)) cited.add(id);
        if (body !== undefined && (ts.isArrowFunction(body) || ts.isFunctionExpression(body))) {
          const text = body.getFullText(file);
          if (/\bexpect\s*[.(]/.test(text)) {
            for (const comment of text.matchAll(RULE_COMMENT)) for (const id of idsIn(comment[1] ?? '')) cited.add(id);
          }
        }
      }
    }
    node.forEachChild(visit);
  };
  visit(file);
  return cited;
}
