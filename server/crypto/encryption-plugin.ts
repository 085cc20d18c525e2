/**
 * A Kysely plugin that encrypts personal columns (personal-columns.ts) on their way into the
 * database and decrypts them on the way out, so the code that writes a booking, a subscription,
 * a pre-order, an upload or a mail, and the code that reads them (outbox worker, receipts,
 * payments) keep working with plain values while the database only ever holds ciphertext.
 * - insert and update values of an encrypted column: encrypted (a new data key each value);
 * - insert and update values of a blind-indexed column, and `where column = value` or `in (...)`
 *   on it: replaced by the blind index under the current key;
 * - comparing an encrypted column with a value in SQL is an error (it could never match);
 * - results: any column named like an encrypted column holding ciphertext is decrypted.
 * Raw reads for tests and tools use `db.withoutPlugins()`.
 */
import {
  ColumnNode,
  OperationNodeTransformer,
  ReferenceNode,
  TableNode,
  PrimitiveValueListNode,
  ValueListNode,
  ValueNode,
  ValuesNode,
  type BinaryOperationNode,
  type ColumnUpdateNode,
  type InsertQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type UpdateQueryNode,
} from 'kysely'
import { blindIndex } from './blind-index.ts'
import { decryptBytes, decryptText, encryptBytes, encryptText, isEncryptedText, isEnvelope } from './envelope.ts'
import type { Keyring } from './keyring.ts'
import { blindIndexedColumnNames, encryptedColumnNames, personalTables, type PersonalTable } from './personal-columns.ts'

export class EncryptedColumnComparisonError extends Error {
  constructor(column: string) {
    super(`Column '${column}' is encrypted at rest, so SQL cannot compare it with a value; read the rows and compare the decrypted values instead.`)
    this.name = 'EncryptedColumnComparisonError'
  }
}

export class PersonalDataEncryptionPlugin implements KyselyPlugin {
  private readonly transformer: EncryptingTransformer

  constructor(readonly keyring: Keyring) {
    this.transformer = new EncryptingTransformer(keyring)
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.transformer.transformNode(args.node)
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const { result } = args
    if (!result.rows.some(hasEncryptedColumn)) return result
    return { ...result, rows: result.rows.map((row) => decryptRow(this.keyring, row)) }
  }
}

function hasEncryptedColumn(row: UnknownRow): boolean {
  for (const name of Object.keys(row)) if (encryptedColumnNames.has(name)) return true
  return false
}

function decryptRow(keyring: Keyring, row: UnknownRow): UnknownRow {
  const copy: Record<string, unknown> = { ...row }
  for (const [name, value] of Object.entries(row)) {
    if (!encryptedColumnNames.has(name)) continue
    if (typeof value === 'string' && isEncryptedText(value)) copy[name] = decryptText(keyring, value)
    else if (value instanceof Uint8Array && isEnvelope(value)) copy[name] = decryptBytes(keyring, value)
  }
  return copy
}

class EncryptingTransformer extends OperationNodeTransformer {
  constructor(private readonly keyring: Keyring) {
    super()
  }

  protected override transformInsertQuery(node: InsertQueryNode): InsertQueryNode {
    const transformed = super.transformInsertQuery(node)
    const table = personalTableOf(transformed.into)
    if (!table || !transformed.columns || !transformed.values || transformed.values.kind !== 'ValuesNode') return transformed
    const protectors = transformed.columns.map((column) => this.protectorFor(table, column.column.name))
    if (protectors.every((protect) => protect === undefined)) return transformed
    const rows = (transformed.values as ValuesNode).values.map((row) => {
      if (row.kind === 'PrimitiveValueListNode') return PrimitiveValueListNode.create(row.values.map((value, index) => protectors[index]?.(value) ?? value))
      return ValueListNode.create(row.values.map((value, index) => (value.kind === 'ValueNode' && protectors[index] ? ValueNode.create(protectors[index]((value as ValueNode).value)) : value)))
    })
    return { ...transformed, values: ValuesNode.create(rows) }
  }

  protected override transformUpdateQuery(node: UpdateQueryNode): UpdateQueryNode {
    const transformed = super.transformUpdateQuery(node)
    const table = personalTableOf(transformed.table)
    if (!table || !transformed.updates) return transformed
    return { ...transformed, updates: transformed.updates.map((update) => this.protectUpdate(table, update)) }
  }

  protected override transformBinaryOperation(node: BinaryOperationNode): BinaryOperationNode {
    const transformed = super.transformBinaryOperation(node)
    const column = columnNameOf(transformed.leftOperand)
    if (!column || !comparesWithValues(transformed.rightOperand)) return transformed
    if (encryptedColumnNames.has(column)) throw new EncryptedColumnComparisonError(column)
    if (!blindIndexedColumnNames.has(column)) return transformed
    return { ...transformed, rightOperand: this.indexValues(transformed.rightOperand) }
  }

  private protectUpdate(table: PersonalTable, update: ColumnUpdateNode): ColumnUpdateNode {
    const name = columnNameOf(update.column)
    const protect = name === undefined ? undefined : this.protectorFor(table, name)
    if (!protect || update.value.kind !== 'ValueNode') return update
    return { ...update, value: ValueNode.create(protect((update.value as ValueNode).value)) }
  }

  private protectorFor(table: PersonalTable, column: string): ((value: unknown) => unknown) | undefined {
    if (table.encrypted.includes(column)) return (value) => this.encrypt(value)
    if (column in table.blindIndexed) return (value) => (typeof value === 'string' ? blindIndex(this.keyring, value) : value)
    return undefined
  }

  private encrypt(value: unknown): unknown {
    if (value === null || value === undefined) return value
    if (value instanceof Uint8Array) return encryptBytes(this.keyring, value)
    if (typeof value === 'string' || typeof value === 'number') return encryptText(this.keyring, String(value))
    throw new TypeError(`An encrypted column cannot hold a value of type ${typeof value}.`)
  }

  private indexValues(node: OperationNode): OperationNode {
    const index = (value: unknown) => (typeof value === 'string' ? blindIndex(this.keyring, value) : value)
    if (node.kind === 'ValueNode') return ValueNode.create(index((node as ValueNode).value))
    if (node.kind === 'PrimitiveValueListNode') return PrimitiveValueListNode.create((node as PrimitiveValueListNode).values.map(index))
    return ValueListNode.create((node as ValueListNode).values.map((value) => (value.kind === 'ValueNode' ? ValueNode.create(index((value as ValueNode).value)) : value)))
  }
}

function personalTableOf(node: OperationNode | undefined): PersonalTable | undefined {
  if (!node || !TableNode.is(node)) return undefined
  const name = node.table.identifier.name
  return Object.hasOwn(personalTables, name) ? personalTables[name] : undefined
}

function columnNameOf(node: OperationNode): string | undefined {
  if (ColumnNode.is(node)) return node.column.name
  if (ReferenceNode.is(node) && ColumnNode.is(node.column)) return node.column.column.name
  return undefined
}

/** A non-null value or a list of values (not null, not a column or a subquery). */
function comparesWithValues(node: OperationNode): boolean {
  if (node.kind === 'ValueNode') return (node as ValueNode).value !== null
  return node.kind === 'PrimitiveValueListNode' || node.kind === 'ValueListNode'
}
