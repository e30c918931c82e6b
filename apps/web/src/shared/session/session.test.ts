import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { handleSessionLost, markSigningOut, SessionDocument } from './session';
import { readRedirectPath } from './redirectPath';

function clientWithUser(signedIn: boolean): ApolloClient {
  const client = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });
  if (signedIn) {
    client.cache.writeQuery({
      query: SessionDocument,
      data: {
        me: { __typename: 'CurrentUser', id: 'u1', username: 'admin', roles: ['ADMIN'], notificationChannels: [], enabled: true, mustChangePassword: false },
        featureFlags: { __typename: 'FeatureFlags', articlesData: true, leafletScrapper: false },
      },
    });
  }
  return client;
}

beforeEach(() => sessionStorage.clear());

const onScreen = (navigate: jest.Mock) => ({ currentPath: () => '/dashboard?store=7', navigate });

describe('lost session', () => {
  it('forgets the user, remembers the page and opens sign-in with the session-lost note', () => {
    const client = clientWithUser(true);
    const navigate = jest.fn();
    handleSessionLost(client, onScreen(navigate));
    expect(navigate).toHaveBeenCalledWith('/login?sessionLost=1');
    expect(readRedirectPath()).toBe('/dashboard?store=7');
    expect(client.cache.readQuery({ query: SessionDocument })).toBeNull();
  });

  it('does nothing when nobody was signed in (first visit)', () => {
    const navigate = jest.fn();
    handleSessionLost(clientWithUser(false), onScreen(navigate));
    expect(navigate).not.toHaveBeenCalled();
    expect(readRedirectPath()).toBeUndefined();
  });

  it('is not reported while the user signs out on purpose (the server ends that session and its socket)', () => {
    const client = clientWithUser(true);
    const navigate = jest.fn();
    markSigningOut();
    handleSessionLost(client, onScreen(navigate));
    expect(navigate).not.toHaveBeenCalled();
    expect(readRedirectPath()).toBeUndefined();
  });
});
