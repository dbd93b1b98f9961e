"""Pictures, the animated GIF and the sounds' recipes.
"""
