"""The lesson notebooks, exercise files and practice deals, shipped as ``cardlearn.lessons``."""
