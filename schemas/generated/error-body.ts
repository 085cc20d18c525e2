/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * The body of every 4xx and 5xx answer of the API (server/plugins/error-handler.ts). A 5xx names nothing of the server's internals.
 */
export interface ErrorBody {
  /**
   * One sentence for the person: what happened and what to do next.
   */
  message: string
  /**
   * For a refused request, each problem tied to the part of the request it is about (empty or absent otherwise).
   *
   * Items: One problem.
   */
  errors?: {
    /**
     * A JSON pointer into the request body (or query), such as /phone_number.
     */
    path: string
    /**
     * The problem, as a sentence that names the field.
     */
    message: string
  }[]
}
