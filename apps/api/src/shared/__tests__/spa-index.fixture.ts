/** The built index.html as the SPA tests serve it (the parts the server rewrites: title, description, #root). */
export const INDEX = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Guía Cuba: descubre negocios." />
    <title>Guía Cuba</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
