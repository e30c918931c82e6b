import { graphql } from '../../__generated__/gql';

export const PresenceMembersSubscription = graphql(`
  subscription PresenceMembers($room: String!) {
    presence(room: $room) {
      room
      members {
        username
        activity
        subject
        since
      }
    }
  }
`);

export const UpdatePresenceMutation = graphql(`
  mutation PresenceUpdate($room: String!, $activity: String, $subject: String) {
    updatePresence(room: $room, activity: $activity, subject: $subject)
  }
`);
