/**
 * Finds visitor-facing English left in the web app's code without a message id (issue 20, decision
 * 065). It parses a source file with the TypeScript compiler and follows what reaches the screen:
 * - JSX text, and strings written as a JSX child (`{'Loading...'}`, `{done ? 'Paid' : 'Unpaid'}`);
 * - strings in visible JSX attributes (`aria-label`, `alt`, `title`, `placeholder`, `label`, and any
 *   prop named like a text: `heading`, `message`, `loading`, `...Label`, `...Text`, ...);
 * - strings passed to toasts (`toast(...)`, `toast.error(...)`) and to document titles
 *   (`document.title =`, `useDocumentTitle`, `useRouteTitle`, `withTitle`);
 * - strings under a text-like key of an object literal (`{ loading: 'Loading the page...' }`).
 * From each of these it follows, within the file, constants (`const LABEL = '...'`, a record of
 * strings looked up by key) and the returns of the file's own functions. It stops at a Lingui
 * macro or `i18n._(...)` (a message) and at anything imported (checked in its own file).
 *
 * Allowed by rule, never by listing a string: no letters (symbols, numbers, phone numbers), a
 * single character, URLs, paths, e-mail addresses, language codes, identifiers (kebab, snake or
 * camel case: ids, classes, keys; a quoted bare lowercase word: a state or a key), the site's brand names (tests-catalog/site.json), each
 * language's own name (schemas/locales.ts), and text inside an element that declares its language
 * with `lang` (the language switch, the offline page's crisis lines in both languages), with the
 * constants shown there, or inside `<Trans>` (a message).
 */
import ts from 'typescript'

export type Untranslated = { file: string; line: number; text: string }

/** JSX attributes whose value a visitor sees or hears. */
const visibleAttributes = new Set(['aria-label', 'aria-valuetext', 'aria-roledescription', 'aria-placeholder', 'aria-description', 'alt', 'title', 'placeholder', 'label'])
/** Prop and key names that carry a text to show (`heading`, `loading`, `buttonLabel`, `emptyText`, ...). */
const textLikeName = /^(heading|message|loading|label|title|text|description|hint|caption|summary|subtitle|intro|notice|error|placeholder|question|answer|cta|status)$|(Label|Text|Title|Message|Heading|Hint|Placeholder|Description|Notice|Error)$/
/** Calls whose string arguments are shown: toasts (the first argument) and page titles. */
const visibleCall = /^(toast(\.\w+)?|useDocumentTitle|useRouteTitle|withTitle)$/
/** Lingui's macros and runtime: what they are given is a message, with an id. */
const messageCall = /^(t|msg|defineMessage|plural|select|selectOrdinal|i18n\._|i18n\.t|_)$/

export type AllowedWords = { brandNames: readonly string[]; languageNames: readonly string[] }

/** Whether a string is allowed by rule (see the file comment). */
export function isAllowedText(raw: string, allowed: AllowedWords, literal = false): boolean {
  let text = raw.replace(/&[a-z]+;/g, ' ').replace(/\s+/g, ' ').trim()
  if (literal && /^[a-z]+$/.test(text)) return true
  if (text.length <= 1 || !/[A-Za-z]{2}/.test(text)) return true
  if (/^(https?:\/\/|mailto:|tel:|www\.|\/|#|\.\.?\/)/.test(text)) return true
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) return true
  if (/^[a-z]{2,3}(-[A-Z]{2})?$/.test(text)) return true
  if (/^[a-z][a-z0-9]*([-_.:][a-z0-9]*)+$/.test(text) || /^[a-z]+[A-Z][A-Za-z0-9]*$/.test(text)) return true
  if (allowed.languageNames.includes(text)) return true
  for (const name of [...allowed.brandNames].sort((a, b) => b.length - a.length)) text = text.replace(new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'gi'), ' ')
  return !/[A-Za-z]{2}/.test(text)
}

const calleeName = (call: ts.CallExpression): string => call.expression.getText().replace(/\s+/g, '')

function attributeName(attribute: ts.JsxAttribute): string {
  return attribute.name.getText()
}

function elementName(node: ts.JsxElement | ts.JsxSelfClosingElement): string {
  return (ts.isJsxElement(node) ? node.openingElement : node).tagName.getText()
}

function hasAttribute(node: ts.JsxElement | ts.JsxSelfClosingElement, name: string): boolean {
  const opening = ts.isJsxElement(node) ? node.openingElement : node
  return opening.attributes.properties.some((property) => ts.isJsxAttribute(property) && attributeName(property) === name)
}

/** Whether JSX text sits inside `<Trans>` or an element that declares its language, or is not text (style, script). */
function isExemptJsx(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isJsxElement(parent) || ts.isJsxSelfClosingElement(parent)) {
      const name = elementName(parent)
      if (name === 'Trans' || name === 'style' || name === 'script') return true
      if (hasAttribute(parent, 'lang')) return true
    }
  }
  return false
}

/** The static text of a template (`Book for ${name}` gives "Book for  "). */
function templateText(node: ts.TemplateExpression): string {
  return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ')
}

/** Every untranslated visitor-facing string of one source file. */
export function findUntranslated(file: string, text: string, allowed: AllowedWords): Untranslated[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found = new Map<number, Untranslated>()
  const declarations = new Map<string, ts.Node>()
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) declarations.set(node.name.text, node.initializer)
    if (ts.isFunctionDeclaration(node) && node.name && node.body) declarations.set(node.name.text, node)
    ts.forEachChild(node, collect)
  }
  collect(source)
  /** Names shown inside an element that declares its language: their text is in that language. */
  const inDeclaredLanguage = new Set<string>()
  const collectDeclared = (node: ts.Node) => {
    if (ts.isJsxExpression(node) && isExemptJsx(node)) {
      const names = (child: ts.Node): void => {
        if (ts.isIdentifier(child)) inDeclaredLanguage.add(child.text)
        ts.forEachChild(child, names)
      }
      names(node)
    }
    ts.forEachChild(node, collectDeclared)
  }
  collectDeclared(source)
  const declaredIn = (node: ts.Node): string | undefined => {
    for (let parent = node.parent; parent; parent = parent.parent) if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text
    return undefined
  }

  const report = (node: ts.Node, shown: string) => {
    if (isAllowedText(shown, allowed, ts.isStringLiteral(node)) || isExemptJsx(node)) return
    const position = node.getStart(source)
    found.set(position, { file, line: source.getLineAndCharacterOfPosition(position).line + 1, text: shown.replace(/\s+/g, ' ').trim() })
  }

  /** Follows an expression whose value is shown, reporting each English string it can give. */
  const followed = new Set<ts.Node>()
  const shown = (node: ts.Node | undefined): void => {
    if (!node || followed.has(node)) return
    followed.add(node)
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return report(node, node.text)
    if (ts.isTemplateExpression(node)) return report(node, templateText(node))
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isNonNullExpression(node)) return shown(node.expression)
    if (ts.isConditionalExpression(node)) return (shown(node.whenTrue), shown(node.whenFalse))
    if (ts.isBinaryExpression(node)) {
      const operator = node.operatorToken.kind
      if (operator === ts.SyntaxKind.QuestionQuestionToken || operator === ts.SyntaxKind.BarBarToken) return (shown(node.left), shown(node.right))
      if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return shown(node.right)
      if (operator === ts.SyntaxKind.PlusToken) return (shown(node.left), shown(node.right))
      return
    }
    if (ts.isArrayLiteralExpression(node)) return node.elements.forEach(shown)
    if (ts.isObjectLiteralExpression(node)) {
      for (const property of node.properties) if (ts.isPropertyAssignment(property)) shown(property.initializer)
      return
    }
    if (ts.isIdentifier(node)) return shown(declarations.get(node.text))
    if (ts.isElementAccessExpression(node) || ts.isPropertyAccessExpression(node)) return shown(node.expression.kind === ts.SyntaxKind.Identifier ? declarations.get(node.expression.getText()) : undefined)
    if (ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isFunctionDeclaration(node)) {
      if (node.body && !ts.isBlock(node.body)) return shown(node.body)
      const visitReturns = (child: ts.Node): void => {
        if (ts.isReturnStatement(child)) shown(child.expression)
        else if (!ts.isFunctionLike(child)) ts.forEachChild(child, visitReturns)
      }
      if (node.body) ts.forEachChild(node.body, visitReturns)
      return
    }
    if (ts.isCallExpression(node)) {
      const name = calleeName(node)
      if (messageCall.test(name)) return
      if (ts.isIdentifier(node.expression)) return shown(declarations.get(node.expression.text))
    }
  }

  const visit = (node: ts.Node): void => {
    if (ts.isTaggedTemplateExpression(node)) return
    if (ts.isCallExpression(node) && messageCall.test(calleeName(node))) return
    if (ts.isJsxText(node)) report(node, node.text)
    else if (ts.isJsxExpression(node) && node.parent && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      // A constant shown inside an element that declares its language is in that language where it is shown.
      if (!isExemptJsx(node)) shown(node.expression)
    } else if (ts.isJsxAttribute(node) && node.initializer && !isExemptJsx(node)) {
      const name = attributeName(node)
      if (visibleAttributes.has(name) || textLikeName.test(name)) {
        if (ts.isStringLiteral(node.initializer)) report(node.initializer, node.initializer.text)
        else if (ts.isJsxExpression(node.initializer)) shown(node.initializer.expression)
      }
    } else if (ts.isCallExpression(node) && visibleCall.test(calleeName(node))) {
      // A toast's options (its id, its timing) are not shown; a title's every argument may be.
      if (calleeName(node).startsWith('toast')) shown(node.arguments[0])
      else node.arguments.forEach(shown)
    }
    else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && node.left.getText() === 'document.title') shown(node.right)
    else if (ts.isPropertyAssignment(node) && textLikeName.test(node.name.getText().replace(/['"]/g, '')) && !inDeclaredLanguage.has(declaredIn(node) ?? '')) shown(node.initializer)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return [...found.values()].sort((a, b) => a.line - b.line)
}
