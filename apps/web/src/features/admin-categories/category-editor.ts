import { useState } from 'react';
import { CATEGORY_MESSAGES, MSG, type Category, type CategoryBody } from '@guia/contracts';
import { failureText } from '../../components/admin-list/list-tools';
import { useCategoryMutations } from './api';

/** What the form starts from when a category is edited (a missing 'Mostrar en inicio' is off). */
export const categoryBodyOf = ({ nombre, name, show_on_home }: Category): CategoryBody => ({ nombre, name, show_on_home: show_on_home === true });

/**
 * The one way a category is created or edited (spec §5 Category modal, and the older standalone
 * pages /categoria/crear/ and /categoria/editar/{id}): `CategoryForm` draws it, this sends it.
 * `save` answers the success message to show ('Categoría creada con éxito'), or null when the server
 * refused (then `failure` holds its own text, shown at the top of the form).
 */
export function useCategoryEditor() {
  const { create, update } = useCategoryMutations();
  const [failure, setFailure] = useState<string | null>(null);

  /** Creates the category, or updates the one with this id. */
  const save = async (id: string | null, body: CategoryBody): Promise<string | null> => {
    setFailure(null);
    try {
      if (id) {
        await update.mutateAsync({ id, body });
        return CATEGORY_MESSAGES.updated;
      }
      await create.mutateAsync(body);
      return CATEGORY_MESSAGES.created;
    } catch (err) {
      setFailure(failureText(err, MSG.requestError));
      return null;
    }
  };

  return { save, failure, saving: create.isPending || update.isPending, clearFailure: () => setFailure(null) };
}
