Redoc.init('/openapi.yml', { hideDownloadButton: false }, document.getElementById('redoc'));
