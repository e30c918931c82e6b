import { formFieldOf, leafletFormToRest, leafletRestToForm, restFieldOf } from './leafletFields';

describe('leaflet field shapes', () => {
  it('turns the form shape into the REST shape, keeping left-out fields out', () => {
    expect(leafletFormToRest({ naturalId: 'a', priorities: { android: 3 }, visibility: { ios: false }, pageCount: 2 })).toEqual({
      naturalId: 'a',
      androidPriority: 3,
      showOnIOS: false,
      pageCount: 2,
    });
  });

  it('turns the REST shape into the form shape', () => {
    const form = leafletRestToForm({ naturalId: 'a', webPriority: 5, showOnWP: true, socialMedia: [], unknown: 1 });
    expect(form).toMatchObject({ naturalId: 'a', socialMedia: [], priorities: { web: 5 }, visibility: { wp: true } });
    expect(form).not.toHaveProperty('unknown');
  });

  it('maps field paths both ways', () => {
    expect(restFieldOf('priorities.android2')).toBe('android2Priority');
    expect(restFieldOf('socialMedia[1].url')).toBe('socialMedia[1].url');
    expect(formFieldOf('showOnIOS')).toBe('visibility.ios');
    expect(formFieldOf('wpPriority')).toBe('priorities.wp');
    expect(formFieldOf('naturalId')).toBe('naturalId');
  });
});
