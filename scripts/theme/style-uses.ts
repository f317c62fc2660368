// Every style value the app's sources write as a literal: each style prop on a component
// (`p="4"`, `gap={{ base: '2', md: '3' }}`, `pe={wide ? '20' : '3'}`) and each style key in an
// object literal, with constants followed through their literal types. The kept-tokens test
// turns these into the Chakra tokens the app can reach.
import { relative, resolve } from 'node:path';
import ts from 'typescript';
import { typeScriptFiles } from '../source-files.ts';

export interface StyleUse {
  prop: string;
  value: string;
  at: string;
}

/** The TypeScript sources under `dir`, declaration files left out, as paths that start with it. */
export const sourceFiles = (dir: string): string[] => typeScriptFiles(dir).filter((file) => !file.endsWith('.d.ts'));

const nameOf = (name: ts.PropertyName | ts.JsxAttributeName): string | null =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : null;

/** The literal values an expression can take, as far as its type says (a union of literals). */
function literalsOfType(checker: ts.TypeChecker, node: ts.Expression): string[] {
  const type = checker.getTypeAtLocation(node);
  const parts = type.isUnion() ? type.types : [type];
  return parts.flatMap((part) => (part.isStringLiteral() || part.isNumberLiteral() ? [String(part.value)] : []));
}

/**
 * Style uses under `dir`. `isStyleProp` says which names are style props (Chakra's own test);
 * names that are conditions or breakpoints (`_hover`, `md`) keep the prop they sit under.
 */
export function styleUsesIn(dir: string, isStyleProp: (name: string) => boolean, isCondition: (name: string) => boolean): StyleUse[] {
  const files = sourceFiles(resolve(dir));
  const options: ts.CompilerOptions = { jsx: ts.JsxEmit.ReactJSX, strict: true, allowImportingTsExtensions: true, noEmit: true, skipLibCheck: true };
  // Parent links on, so a JSX attribute can tell which element it sits on.
  const program = ts.createProgram(files, options, ts.createCompilerHost(options, true));
  const checker = program.getTypeChecker();
  const uses: StyleUse[] = [];

  const ours = new Set(files);
  for (const file of program.getSourceFiles().filter((f) => ours.has(f.fileName))) {
    const at = (node: ts.Node) => `${relative(process.cwd(), file.fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const add = (prop: string, node: ts.Node, value: string) => uses.push({ prop, value, at: at(node) });

    // `prop` is the style prop the values under `node` belong to, or null outside any.
    const visit = (node: ts.Node, prop: string | null): void => {
      if (ts.isObjectLiteralExpression(node)) {
        for (const member of node.properties) {
          if (!ts.isPropertyAssignment(member)) {
            visit(member, null);
            continue;
          }
          const key = nameOf(member.name);
          // A style key starts a prop; a condition or breakpoint keeps the prop it sits under.
          const inner = key === null ? null : isCondition(key) ? prop : isStyleProp(key) ? key : null;
          visit(member.initializer, inner);
        }
        return;
      }
      if (prop !== null && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isNumericLiteral(node))) {
        add(prop, node, node.text);
        return;
      }
      if (prop !== null && (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node))) {
        for (const value of literalsOfType(checker, node)) add(prop, node, value);
        return;
      }
      if (ts.isJsxAttribute(node)) {
        const key = nameOf(node.name);
        const element = node.parent.parent;
        // Plain DOM elements (lower case) take no style props; components and `chakra.a` do.
        const onComponent = /^([A-Z]|chakra\.)/.test(element.tagName.getText(file));
        const inner = onComponent && key !== null && key !== 'css' && isStyleProp(key) ? key : null;
        if (node.initializer) visit(node.initializer, inner);
        return;
      }
      // Calls and arrow functions end a style prop: their arguments and bodies are other values.
      const keep = prop !== null && !ts.isCallExpression(node) && !ts.isArrowFunction(node) && !ts.isFunctionExpression(node);
      node.forEachChild((child) => visit(child, keep ? prop : null));
    };
    visit(file, null);
  }
  return uses;
}
