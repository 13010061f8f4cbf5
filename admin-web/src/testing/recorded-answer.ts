// A gateway answer that keeps the variables of every request it answers, for the test to say what was sent.
//
//   const decline = recordedAnswer(AdminDeclineReservationDocument, { declineReservation: { … } });
//   renderAdminAt('/viewreservation/7', [viewAnswer, decline.answer]);
//   expect(decline.sent).toEqual([{ id: 7, reason: 'Stolen card' }]);
import type { DocumentNode } from 'graphql';
import type { MockLink } from '@apollo/client/testing';

export function recordedAnswer(
  query: DocumentNode,
  data: Record<string, unknown>,
): { answer: MockLink.MockedResponse; sent: Record<string, unknown>[] } {
  const sent: Record<string, unknown>[] = [];
  return {
    sent,
    answer: {
      request: {
        query,
        variables: (variables: Record<string, unknown>) => {
          sent.push(variables);
          return true;
        },
      },
      result: { data },
    },
  };
}
