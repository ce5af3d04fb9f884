# The kit's own tests load its pytest plugin from here; a QA suite elsewhere does the same in its conftest.py
# (or installs the kit, whose pytest11 entry point loads it).
pytest_plugins = ["sim_qa.pytest_plugin"]
