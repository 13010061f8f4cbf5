// Entities owned by other subgraphs, as this one holds them: a reference by id.

/** A member (accounts' User), known here by her id. */
export interface UserReference {
  id: string;
}
