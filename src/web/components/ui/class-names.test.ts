import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import ts from 'typescript';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { Button, buttonVariants } from './button';
import { Card, CardTitle } from './card';
import { Checkbox } from './checkbox';
import { Input, Textarea } from './input';
import { Label } from './label';
import { Progress } from './progress';
import { Select } from './select';
import { Skeleton } from './skeleton';
import { Spinner } from './spinner';

// `cn` joins classes and no longer merges them (tailwind-merge's first call built its class map:
// 39–87 ms at Lighthouse's 4× CPU, decision 0009):
// two classes setting one property would be settled by the stylesheet's order, not the caller's.
// tailwind-merge stays here, as the judge of which classes conflict.

/** The classes tailwind-merge would drop from `classes`: those a later class overrides. */
function overridden(classes: string): string[] {
  const kept = new Set(twMerge(classes).split(' '));
  return classes.split(/\s+/).filter((c) => c && !kept.has(c));
}

const COMPONENTS: Record<string, { component: ComponentType<never>; props?: Record<string, unknown> }> = {
  Button: { component: Button as ComponentType<never> },
  Card: { component: Card as ComponentType<never> },
  CardTitle: { component: CardTitle as ComponentType<never> },
  Checkbox: { component: Checkbox as ComponentType<never> },
  Input: { component: Input as ComponentType<never> },
  Textarea: { component: Textarea as ComponentType<never> },
  Label: { component: Label as ComponentType<never> },
  Progress: { component: Progress as ComponentType<never>, props: { value: 50, label: 'x' } },
  Select: { component: Select as ComponentType<never>, props: { options: [] } },
  Skeleton: { component: Skeleton as ComponentType<never> },
  Spinner: { component: Spinner as ComponentType<never> },
};

/** The component's own classes on the element its className goes to, with these props. */
function classesOf(name: string, props: Record<string, unknown>): string {
  const { component, props: required } = COMPONENTS[name];
  const probe = 'class-names-probe';
  const html = renderToStaticMarkup(
    createElement(component, { ...required, ...props, className: probe } as never),
  );
  const classes = [...html.matchAll(/class="([^"]*)"/g)]
    .map((m) => m[1])
    .find((c) => c.split(' ').includes(probe));
  return (classes ?? '').replace(probe, '').trim();
}

interface Use {
  where: string;
  name: string;
  props: Record<string, string | boolean>;
  className: string;
}

/** Every `<Component className="…">` in the web app, with its other literal props. */
function literalUses(): Use[] {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const files = fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tsx'));
  const uses: Use[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(
      file,
      fs.readFileSync(path.join(root, file), 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const visit = (node: ts.Node) => {
      if (
        (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
        node.tagName.getText(source) in COMPONENTS
      ) {
        const props: Record<string, string | boolean> = {};
        let className: string | undefined;
        for (const attribute of node.attributes.properties) {
          if (!ts.isJsxAttribute(attribute)) continue;
          const key = attribute.name.getText(source);
          const value = attribute.initializer;
          const text = !value ? true : ts.isStringLiteral(value) ? value.text : undefined;
          if (key === 'className') className = typeof text === 'string' ? text : undefined;
          else if (text !== undefined) props[key] = text;
        }
        if (className) {
          const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
          uses.push({ where: `${file}:${line}`, name: node.tagName.getText(source), props, className });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return uses;
}

describe('class names joined without merging', () => {
  it('gives every button variant and size one class per property', () => {
    const variants = [
      'primary',
      'secondary',
      'ghost',
      'destructive',
      'danger-outline',
      'danger-ghost',
      'link',
    ] as const;
    const sizes = ['md', 'sm', 'lg', 'icon'] as const;
    for (const variant of variants) {
      for (const size of sizes)
        expect(overridden(buttonVariants({ variant, size })), `${variant} ${size}`).toEqual([]);
    }
  });

  it('finds the uses it checks', () => {
    const uses = literalUses();
    // A scan that found nothing would pass the next test by checking nothing.
    expect(uses.filter((u) => u.name === 'Card').length).toBeGreaterThan(40);
    expect(uses.filter((u) => u.name === 'Button').length).toBeGreaterThan(20);
    expect(classesOf('Card', {})).toContain('bg-white');
    expect(classesOf('Select', {})).toContain('appearance-none');
  });

  it('has no className given to a shared component that overrides one of its own classes', () => {
    const conflicts = literalUses()
      .map((use) => ({ ...use, dropped: overridden(`${classesOf(use.name, use.props)} ${use.className}`) }))
      .filter((use) => use.dropped.length > 0)
      .map(
        (use) => `${use.where} <${use.name} className="${use.className}"> overrides ${use.dropped.join(' ')}`,
      );
    expect(conflicts).toEqual([]);
  });
});
