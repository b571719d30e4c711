import type { Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const SHARED = /[\\/]src[\\/]shared[\\/](contracts|options|rules|skills)[\\/][^\\/]+\.ts$/;
const LITERAL = new Set([
  'Literal',
  'Identifier',
  'ArrowFunctionExpression',
  'FunctionExpression',
  'TemplateLiteral',
]);

/**
 * Lets the bundler drop the schemas a screen does not use. The shared contracts, options, rules
 * and skills declare zod schemas at the top level (`export const x = z.object({...})`), and the
 * bundler cannot prove those calls free of side effects, so a screen importing one constant from
 * a contract carried every schema of it, and zod with them (about 23 KB compressed). Each top-level
 * initializer is wrapped in a pure-annotated arrow call, which the bundler removes when its value
 * is unused. True because these modules only declare: nothing in them registers or writes anything
 * at load.
 */
export function pureContracts(): Plugin {
  return {
    name: 'newleaf-pure-contracts',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!SHARED.test(id)) return null;
      const program = this.parse(code);
      const inits: Node[] = [];
      for (const statement of program.body as Node[]) {
        const declaration =
          statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations as Node[]) {
          const init = declarator.init as Node | null;
          if (init && !LITERAL.has(init.type)) inits.push(init);
        }
      }
      if (inits.length === 0) return null;
      let out = code;
      for (const init of inits.sort((a, b) => b.start - a.start)) {
        const text = out.slice(init.start, init.end);
        out = `${out.slice(0, init.start)}/* @__PURE__ */ (() => (${text}))()${out.slice(init.end)}`;
      }
      return { code: out, map: null };
    },
  };
}
