// What the admins, roles and documents tests hand the mocked gateway: admins, roles, documents, and answers.
import type { MockLink } from '@apollo/client/testing';
import type { DocumentNode } from 'graphql';
import {
  AdminRolesDocument,
  AdminUsersDocument,
  IdDocumentsDocument,
  type AdminRolesQuery,
  type AdminUsersQuery,
  type IdDocumentsQuery,
  type IdDocumentsQueryVariables,
} from '../../gen/graphql';

/** renderAdminAt's signed-in admin answers to myAdminAccess with this id. */
export const ME = 'admin-1';

type Admin = AdminUsersQuery['getAllAdminUsers'][number];

export const admin = (id: string, email: string, role: { id: number; name: string } | null): Admin => ({
  id,
  email,
  isSuperAdmin: role === null,
  roleId: role?.id ?? null,
  createdAt: '2026-03-02T10:15:00.000Z',
  // The cache needs the type name the gateway sends; the generated type leaves it out.
  adminRole: role && ({ __typename: 'AdminRole', ...role } as Admin['adminRole']),
});

export const LISTINGS_DESK = { id: 3, name: 'Listings desk' };
export const CONTENT_DESK = { id: 4, name: 'Content desk' };
export const MYSELF = admin(ME, 'admin@golightly.test', null);
export const OTHER_SUPER = admin('admin-2', 'founder@golightly.test', null);
export const LISTER = admin('admin-3', 'lister@golightly.test', LISTINGS_DESK);
export const WRITER = admin('admin-4', 'writer@golightly.test', CONTENT_DESK);

/** Answers `query` with `data` (with variables when given), `times` times (every time unless given). */
export function answer(
  query: DocumentNode,
  data: Record<string, unknown>,
  options: { variables?: Record<string, unknown>; times?: number } = {},
): MockLink.MockedResponse {
  return {
    request: { query, ...(options.variables ? { variables: options.variables } : {}) },
    result: { data },
    maxUsageCount: options.times ?? Number.POSITIVE_INFINITY,
  };
}

export function adminUsersAnswer(admins: Admin[], times?: number): MockLink.MockedResponse {
  return answer(
    AdminUsersDocument,
    {
      getAllAdminUsers: admins.map((a) => ({ __typename: 'AdminUser', ...a })),
      getAllAdminRoles: [LISTINGS_DESK, CONTENT_DESK].map((r) => ({ __typename: 'AdminRole', ...r })),
    },
    { times },
  );
}

type Role = AdminRolesQuery['getAllAdminRoles'][number];

export const role = (id: number, name: string, privilegeIds: number[], adminCount = 0): Role => ({
  id,
  name,
  description: null,
  privilegeIds,
  adminCount,
});

export function adminRolesAnswer(
  roles: Role[],
  catalogue: ReadonlyArray<{ id: number; name: string; permittedUrls: readonly string[] }>,
  times?: number,
): MockLink.MockedResponse {
  return answer(
    AdminRolesDocument,
    {
      getAllAdminRoles: roles.map((r) => ({ __typename: 'AdminRole', ...r })),
      getAllAdminPrivileges: catalogue.map((p) => ({
        __typename: 'AdminPrivilege',
        id: p.id,
        name: p.name,
        permittedUrls: [...p.permittedUrls],
      })),
    },
    { times },
  );
}

type IdDocument = IdDocumentsQuery['getIdDocuments']['results'][number];

export const idDocument = (id: string, firstName: string, status = 'pending', extra: Partial<IdDocument> = {}) => ({
  id,
  userId: `user-${id}`,
  documentType: 'passport',
  fileName: `${id}.png`,
  url: `/id-proof/${id}.png`,
  status,
  reviewMessage: null,
  reviewedAt: null,
  createdAt: '2026-03-01T09:00:00.000Z',
  profileId: 1000 + Number(id.replace(/\D/g, '') || 0),
  firstName,
  lastName: 'Quinn',
  ...extra,
});

export function idDocumentsAnswer(
  variables: IdDocumentsQueryVariables,
  documents: IdDocument[],
  options: { count?: number; times?: number } = {},
): MockLink.MockedResponse {
  return answer(
    IdDocumentsDocument,
    {
      getIdDocuments: {
        __typename: 'IdDocumentList',
        count: options.count ?? documents.length,
        results: documents.map((d) => ({ __typename: 'IdDocument', ...d })),
      },
    },
    { variables, times: options.times },
  );
}
