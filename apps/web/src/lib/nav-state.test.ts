import { describe, expect, it } from 'vitest';
import {
  readAdminBusinessFormNavState,
  readAdminListNavState,
  readLoginNavState,
  readMapNavState,
} from './nav-state';

const ID = '64b7f0c2a1b2c3d4e5f60718';

describe('navigation state readers', () => {
  it('answer null for no state or a state that is not an object (a reload, another app version)', () => {
    for (const state of [null, undefined, 'x', 42, [ID]]) {
      expect(readMapNavState(state)).toBeNull();
      expect(readLoginNavState(state)).toBeNull();
      expect(readAdminBusinessFormNavState(state)).toBeNull();
      expect(readAdminListNavState(state)).toBeNull();
    }
  });

  it('the map: keeps a business given by id or by data and a category by identifier or record; drops values of the wrong type', () => {
    expect(readMapNavState({ selectedBusiness: ID, focusOnBusiness: true, fromFavorites: true })).toEqual({
      selectedBusiness: ID,
      focusOnBusiness: true,
      fromFavorites: true,
    });
    expect(readMapNavState({ selectedBusiness: { _id: ID, name: 'La Guarida' } })).toEqual({ selectedBusiness: { _id: ID, name: 'La Guarida' } });
    expect(readMapNavState({ selectedCategory: { name: 'restaurant' }, focusOnCategory: true })).toEqual({
      selectedCategory: { name: 'restaurant' },
      focusOnCategory: true,
    });
    expect(readMapNavState({ selectedBusiness: 7, selectedCategory: { nombre: 'Comer' }, focusOnBusiness: 'yes', fromFavorites: 1 })).toEqual({});
  });

  it('login: the stopped page and the registration notice, each only when well formed', () => {
    expect(readLoginNavState({ from: { pathname: '/perfil' }, registrationSuccess: true, identifier: 'ana' })).toEqual({
      from: { pathname: '/perfil' },
      registrationSuccess: true,
      identifier: 'ana',
    });
    expect(readLoginNavState({ from: '/perfil', registrationSuccess: 'true', identifier: 3 })).toEqual({});
  });

  it("the admin's list and form: the notice and the list's search, texts only", () => {
    expect(readAdminListNavState({ notice: 'Negocio creado con éxito' })).toEqual({ notice: 'Negocio creado con éxito' });
    expect(readAdminListNavState({ notice: '' })).toBeNull();
    expect(readAdminListNavState({ flash: { kind: 'success', text: 'x' } })).toBeNull();
    expect(readAdminBusinessFormNavState({ listSearch: '?q=cafe&pagina=2' })).toEqual({ listSearch: '?q=cafe&pagina=2' });
    expect(readAdminBusinessFormNavState({ listSearch: 2 })).toBeNull();
  });
});
